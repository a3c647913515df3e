/** Query keys of a bakery's calendar (closures, special hours, holiday rule), in one place so mutations can reach them. */
export const calendarKeys = {
  all: ['bakery-calendar'] as const,
  bakery: (id: number) => ['bakery-calendar', id] as const,
};
