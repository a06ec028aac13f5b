/**
 * How a person found by e-mail is shown to someone who is not them: the first name and the
 * surname's first letter ("Иван П."), enough to confirm "yes, that is my son" and no more
 * (decision 0030). Empty parts are left out; nothing at all is "".
 */
export function maskedName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  const masked = initial === undefined ? first : `${first} ${initial.toLocaleUpperCase("ru")}.`;
  return masked.trim();
}
