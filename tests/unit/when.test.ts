/**
 * content/lib/time/when.ts, the one writer of dates and times for the build and the browser: Kiswahili tells the
 * time in Swahili time, with the part of the day (content/sw/GLOSSARY.md), and English keeps its clock.
 */
import { describe, expect, it } from 'vitest';
import { hoursIn, momentIn, partOfTheDay, swahiliTimeOf, timeIn, whenIn } from '../../content/lib/time/when';

describe('Swahili time', () => {
  it('counts the hours from seven in the morning, and names the part of the day', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => swahiliTimeOf(hour, 0));
    expect(hours).toEqual([
      'saa sita usiku',
      'saa saba usiku',
      'saa nane usiku',
      'saa tisa usiku',
      'saa kumi alfajiri',
      'saa kumi na moja alfajiri',
      'saa kumi na mbili asubuhi',
      'saa moja asubuhi',
      'saa mbili asubuhi',
      'saa tatu asubuhi',
      'saa nne asubuhi',
      'saa tano asubuhi',
      'saa sita mchana',
      'saa saba mchana',
      'saa nane mchana',
      'saa tisa mchana',
      'saa kumi jioni',
      'saa kumi na moja jioni',
      'saa kumi na mbili jioni',
      'saa moja usiku',
      'saa mbili usiku',
      'saa tatu usiku',
      'saa nne usiku',
      'saa tano usiku',
    ]);
  });

  it('says the quarters and the half as Kenyans do, and any other minute in words', () => {
    expect(swahiliTimeOf(8, 30)).toBe('saa mbili na nusu asubuhi');
    expect(swahiliTimeOf(13, 15)).toBe('saa saba na robo mchana');
    expect(swahiliTimeOf(18, 45)).toBe('saa moja kasorobo jioni');
    expect(swahiliTimeOf(23, 45)).toBe('saa sita kasorobo usiku');
    expect(swahiliTimeOf(18, 5)).toBe('saa kumi na mbili na dakika tano jioni');
    expect(swahiliTimeOf(10, 47)).toBe('saa nne na dakika arobaini na saba asubuhi');
    expect(swahiliTimeOf(6, 20)).toBe('saa kumi na mbili na dakika ishirini asubuhi');
  });

  it('gives every hour a part of the day that the glossary names', () => {
    for (let hour = 0; hour < 24; hour++)
      expect(['usiku', 'alfajiri', 'asubuhi', 'mchana', 'jioni']).toContain(partOfTheDay(hour));
  });
});

describe('times in each edition', () => {
  it('keeps the 24-hour clock in English and writes Swahili time in Kiswahili', () => {
    expect(timeIn('en-KE', '18:05')).toBe('18:05');
    expect(timeIn('sw-KE', '18:05')).toBe('saa kumi na mbili na dakika tano jioni');
    expect(hoursIn('en-KE', { starts: '09:00', ends: '13:00' })).toBe('09:00–13:00');
    expect(hoursIn('sw-KE', { starts: '09:00', ends: '13:00' })).toBe('saa tatu asubuhi hadi saa saba mchana');
  });

  it('writes when an event takes place: its days, then its hours', () => {
    const dates = { from: '2025-07-15', to: '2025-07-17' };
    const hours = { starts: '09:00', ends: '16:00' };
    expect(whenIn('en-KE', dates, hours)).toBe('15–17 July 2025, 09:00–16:00');
    expect(whenIn('sw-KE', dates, hours)).toBe('15–17 Julai 2025, saa tatu asubuhi hadi saa kumi jioni');
    expect(whenIn('sw-KE', dates)).toBe('15–17 Julai 2025');
  });

  it('writes a moment in the zone given: Intl’s long date and short time in English, Swahili time in Kiswahili', () => {
    const moment = new Date('2025-07-15T15:05:00Z');
    const zone = 'Africa/Nairobi';
    expect(momentIn('en-KE', moment, zone)).toBe(
      new Intl.DateTimeFormat('en-KE', { dateStyle: 'long', timeStyle: 'short', timeZone: zone }).format(moment),
    );
    expect(momentIn('sw-KE', moment, zone)).toBe('15 Julai 2025, saa kumi na mbili na dakika tano jioni');
    expect(momentIn('sw-KE', new Date('2025-12-31T21:30:00Z'), zone)).toBe('1 Januari 2026, saa sita na nusu usiku');
    expect(momentIn('sw-KE', moment, zone)).not.toMatch(/\d:\d\d/);
  });
});
