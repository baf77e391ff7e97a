/**
 * The gang sheet's print file at its largest: a 22 × 200 in sheet (6,600 × 60,000 px, 1.6 GB as
 * RGBA) with 300 copies of 10 designs, built by the print job's code (server/gang-sheets/) in a
 * process of its own and streamed into a disk file store: how long it takes and the process's
 * peak resident memory, against the goal of 512 MB. Alone: `node scripts/bench/gang-sheet.ts`.
 */
import { execFile } from 'node:child_process';

export type GangSheetBench = {
  copies: number;
  designs: number;
  lengthIn: number;
  seconds: number;
  peakMemoryMb: number;
  fileMb: number;
  goalMb: number;
};

const reportPeakMemory = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxRSS='+process.resourceUsage().maxRSS+'\\n'))`;

export function measureGangSheet(): Promise<GangSheetBench> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', reportPeakMemory, 'scripts/bench/gang-sheet-child.ts'],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`the gang sheet bench failed: ${stderr}`));
        const kilobytes = Number(/maxRSS=(\d+)/.exec(stderr)?.[1]);
        const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<
          GangSheetBench,
          'peakMemoryMb' | 'goalMb'
        >;
        resolve({ ...result, peakMemoryMb: Number((kilobytes / 1024).toFixed(1)), goalMb: 512 });
      },
    );
  });
}

if (import.meta.main) console.table([await measureGangSheet()]);
