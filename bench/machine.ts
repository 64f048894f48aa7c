import os from 'node:os';

/** One line naming what the numbers were measured on, and how busy it already was. */
export function machineSummary(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  // a load average near or above the core count means neighbours shared the CPU
  const load = os.loadavg()[0]?.toFixed(1) ?? 'n/a';
  return (
    `${cpus.length} cores (${model}), ${memory} GiB RAM, ${os.platform()} ${os.arch()}, ` +
    `Node ${process.version}, load average ${load} at start`
  );
}

export const timestamp = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
