/**
 * Saudi national ID (starts with 1) and iqama (resident, starts with 2) numbers: ten digits with
 * a Luhn-style check digit — odd positions are doubled and their digits summed.
 */
export function isValidSaudiId(value: string): boolean {
  if (!/^[12]\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(value[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return sum % 10 === 0;
}
