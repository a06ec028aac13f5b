/** What a wrong gift code counts against: the person and the address (decision 0031). */
export function wrongCodeKeys(userId: string, clientAddress: string): string[] {
  return [`user:${userId}`, `ip:${clientAddress}`];
}
