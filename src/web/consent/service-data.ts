import {
  type ConsentConfiguration,
  type DeviceType,
  languageInfo,
  type ServiceData,
  timestampWithOffset,
} from '../../domain/consent';
import { allowedServiceData } from '../../domain/consent-dialog';
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
  const wanted = new Set(allowedServiceData(on));
  const data: ServiceData = {};
  if (wanted.has('timestamp')) data.timestamp = timestampWithOffset(new Date());
  if (wanted.has('language')) data.language = languageInfo(navigator.languages, navigator.language);
  if (wanted.has('browser') || wanted.has('operatingSystem') || wanted.has('deviceType')) {
    const { UAParser } = await import('ua-parser-js');
    const agent = new UAParser(navigator.userAgent).getResult();
    if (wanted.has('browser')) data.browser = agent.browser.name ?? '';
    if (wanted.has('operatingSystem'))
      data.operatingSystem = [agent.os.name, agent.os.version].filter(Boolean).join(' ');
    if (wanted.has('deviceType')) data.deviceType = deviceType(agent.device.type);
  }
  if (wanted.has('location'))
    data.location = await fetchLocation().catch(() => ({ country: '', city: '', region: '' }));
  return data;
}
