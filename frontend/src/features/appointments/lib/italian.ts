/** Whether a service is an Italian one, whose booking asks for the passport data (spec part 1, section 5). */
export function isItalianService(serviceName: string | null | undefined): boolean {
  const name = (serviceName ?? '').toLowerCase();
  return name.includes('italiano') || name.includes('italia') || name.includes('itália');
}
