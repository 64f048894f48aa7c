import {
  type ConsentConfiguration,
  type DeviceType,
  languageInfo,
  type ServiceData,
  timestampWithOffset,
} from '../../domain/consent';
import { fetchLocation } from '../api/consent';

function deviceType(type: string | undefined): DeviceType {
  if (type === 'mobile' || type === 'wearable') return 'Mobile';
  if (type === 'tablet') return 'Tablet';
  return 'Desktop';
}

/**
 * docs/shop/consent.md#what-is-collected: only what the visitor switched on is collected, and only
 * then; the user-agent parser and the location lookup load only for a switch that needs them.
 */
export async function collectServiceData(on: ConsentConfiguration): Promise<ServiceData> {
  const data: ServiceData = {};
  if (on.timestamp) data.timestamp = timestampWithOffset(new Date());
  if (on.browserLanguage) data.language = languageInfo(navigator.languages, navigator.language);
  if (on.browser || on.operatingSystem || on.deviceType) {
    const { UAParser } = await import('ua-parser-js');
    const agent = new UAParser(navigator.userAgent).getResult();
    if (on.browser) data.browser = agent.browser.name ?? '';
    if (on.operatingSystem)
      data.operatingSystem = [agent.os.name, agent.os.version].filter(Boolean).join(' ');
    if (on.deviceType) data.deviceType = deviceType(agent.device.type);
  }
  if (on.geolocation)
    data.location = await fetchLocation().catch(() => ({ country: '', city: '', region: '' }));
  return data;
}
