// The office's hours are the client's too (the time left until a request's first call): one rule, in @site-builder/rules.
export {
  addBusinessMinutes,
  businessMinutesBetween,
  DEFAULT_BUSINESS_HOURS,
  parseBusinessHours,
  type BusinessHours,
  type OpenHours,
} from '@site-builder/rules';
