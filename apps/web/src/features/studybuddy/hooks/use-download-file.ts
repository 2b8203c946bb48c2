import { useState } from 'react';
import { showNotice } from '@/lib/notice-store.ts';
import { displayFileName, saveSubjectFile } from '../api/download-file.ts';
import { downloadFailedText } from '../components/texts.ts';

/**
 * Downloads a subject's file; which one is on its way. Spec 8 only logs a failed download; the user
 * is told too, since nothing else would show that the click did nothing.
 */
export function useDownloadFile() {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (storedName: string) => {
    setDownloading(storedName);
    try {
      await saveSubjectFile(storedName);
    } catch (error) {
      console.error('Study-buddy download failed', error);
      showNotice(downloadFailedText(displayFileName(storedName)));
    } finally {
      setDownloading(null);
    }
  };
  return { downloading, download };
}
