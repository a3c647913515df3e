/** Query keys of the campaign manager, in one place so mutations can reach them. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: ['campaigns', 'list'] as const,
  bakeries: ['campaigns', 'bakeries'] as const,
};
