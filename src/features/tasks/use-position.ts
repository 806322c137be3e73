/**
 * The phone's position for a check-in (issue 29 "Volunteers on a phone"): asked as the check-in opens, and again on
 * 重新定位. Its state in words: 正在定位… / 已定位（精度约 N 米） / 定位失败，可重试 / 未授权定位 / 浏览器不支持定位.
 * Without a position the check-in carries the default coordinates (domain/constants.ts) and `check_located: false`.
 */
import { useCallback, useEffect, useState } from 'react';

export type Position =
  | { state: 'locating' }
  | { state: 'located'; longitude: number; latitude: number; accuracy: number }
  | { state: 'failed' | 'denied' | 'unsupported' };

/** The words shown for a position's state. */
export function positionText(p: Position): string {
  switch (p.state) {
    case 'locating':
      return '正在定位…';
    case 'located':
      return `已定位（精度约 ${Math.round(p.accuracy)} 米）`;
    case 'denied':
      return '未授权定位：请在浏览器设置中允许本网站使用位置，或直接打卡（将记为未定位）';
    case 'unsupported':
      return '浏览器不支持定位，打卡将记为未定位';
    default:
      return '定位失败，可重试';
  }
}

/** The position, asked once on mount; `locate()` asks again. */
export function usePosition(): { position: Position; locate: () => void } {
  const [position, setPosition] = useState<Position>({ state: 'locating' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setPosition({ state: 'unsupported' });
      return;
    }
    setPosition({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setPosition({
          state: 'located',
          longitude: p.coords.longitude,
          latitude: p.coords.latitude,
          accuracy: p.coords.accuracy,
        }),
      (error) => setPosition({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'failed' }),
      { timeout: 15_000, enableHighAccuracy: true, maximumAge: 60_000 },
    );
  }, []);
  useEffect(locate, [locate]);
  return { position, locate };
}
