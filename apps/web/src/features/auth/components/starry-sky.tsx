import { useEffect, useRef } from 'react';

type Star = {
  /** Position as a share of the canvas, so a resize keeps the sky. */
  x: number;
  y: number;
  radius: number;
  brightness: number;
  /** Twinkle speed (radians per millisecond) and phase. */
  speed: number;
  phase: number;
  /** Drift to the right in pixels per second. */
  drift: number;
};

const STAR_DENSITY = 1 / 3500;
const MAX_STARS = 450;

function createStars(width: number, height: number): Star[] {
  const count = Math.min(MAX_STARS, Math.round(width * height * STAR_DENSITY));
  return Array.from({ length: count }, () => {
    const bright = Math.random() < 0.08;
    return {
      x: Math.random(),
      y: Math.random(),
      radius: bright ? 1.2 + Math.random() * 0.8 : 0.4 + Math.random() * 0.8,
      brightness: bright ? 0.9 : 0.35 + Math.random() * 0.5,
      speed: 0.0005 + Math.random() * 0.0015,
      phase: Math.random() * Math.PI * 2,
      drift: 1 + Math.random() * 4,
    };
  });
}

/** A full-screen canvas of twinkling, slowly drifting stars; still when the user prefers reduced motion. */
export function StarrySky() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    let stars: Star[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;

    const draw = (time: number) => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      for (const star of stars) {
        const twinkle = 0.65 + 0.35 * Math.sin(time * star.speed + star.phase);
        const x = (star.x * width + (time / 1000) * star.drift) % width;
        context.globalAlpha = star.brightness * twinkle;
        context.beginPath();
        context.arc(x, star.y * height, star.radius, 0, Math.PI * 2);
        context.fill();
      }
      context.globalAlpha = 1;
    };

    const animate = (time: number) => {
      draw(time);
      frame = requestAnimationFrame(animate);
    };

    const start = () => {
      cancelAnimationFrame(frame);
      if (reducedMotion?.matches) draw(0);
      else frame = requestAnimationFrame(animate);
    };

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      if (stars.length === 0) stars = createStars(width, height);
      start();
    };

    resize();
    window.addEventListener('resize', resize);
    reducedMotion?.addEventListener('change', start);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      reducedMotion?.removeEventListener('change', start);
    };
  }, []);

  // Decoration only: hidden from assistive technology.
  return (
    <div aria-hidden="true" style={{ position: 'absolute', inset: 0 }}>
      <canvas ref={canvasRef} style={{ width: '100%', height: '100%', display: 'block' }} />
    </div>
  );
}
