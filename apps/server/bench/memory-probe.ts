// Loaded into the server with `node --expose-gc --import` by the soak benchmark (startServer's
// memoryProbe): each 'memory' message over the IPC channel is answered with the process's memory after
// a full collection, so that garbage not yet collected does not pass for growth.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.(process.memoryUsage());
});
// The channel alone must not keep the server alive once it has closed everything else.
process.channel?.unref();
