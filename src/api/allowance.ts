/**
 * Allowances (保金; domain/contracts/allowance.ts): the one piece of the import (POST /api/allowance/import, importAllowances)
 * a screen cannot send as it holds it: the chosen .xlsx, which the contract takes as base64. Every call goes through its
 * contract (src/api/use-call.ts).
 */

/** Reads `file` as base64 (the data URL's payload), for importAllowances' `file`; rejects with 无法读取该文件. */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('无法读取该文件'));
    reader.readAsDataURL(file);
  });
}
