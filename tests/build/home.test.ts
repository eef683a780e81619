import { describe, expect, it } from 'vitest';
import { defined } from '../support/defined';
import { builtPage, sectionTitled, textOf } from '../support/dist';
import { arrivalScripts, assetText, widgetsIn } from '../support/page-script';

const $ = builtPage('/');

function linkNamed(name: string) {
  return $('main a').filter((_, a) => $(a).text().trim() === name);
}

describe('home page', () => {
  it('opens with a hero whose calls go to the programmes and to donate', () => {
    expect(textOf($, 'h1')).toBe('Inspiring Kenya’s next generation of innovators');
    const hero = $('h1').closest('section');
    expect(
      hero
        .find('a')
        .map((_, a) => a.attribs.href)
        .get(),
    ).toEqual(['/programs/', '/donate/']);
  });

  it('welcomes the visitor', () => {
    expect(sectionTitled($, 'Welcome to Jenga STEM Foundation').find('p').length).toBeGreaterThan(1);
  });

  it('has three programme-area cards linking to school, youth and labs', () => {
    const cards = sectionTitled($, 'What we do').find('article');
    expect(cards).toHaveLength(3);
    expect(
      cards
        .find('h3 a')
        .map((_, a) => a.attribs.href)
        .get(),
    ).toEqual(['/programs/school/', '/programs/youth/', '/programs/labs/']);
  });

  it('quotes a learner and links to the impact stories', () => {
    const section = sectionTitled($, 'In their words');
    expect(section.find('blockquote').text()).toContain('robotics club');
    expect(section.find('a').attr('href')).toBe('/impact/features/');
  });

  it('shows the video as a local poster with a play link and a notice, with no embed in the markup', () => {
    const video = $('[data-module="video"]');
    expect(video.find('img').attr('src')).toMatch(/^\/assets\/pictures\/video-poster-[0-9a-f]{10}\.svg$/);
    expect(video.find('a').attr('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(video.text()).toContain('Playing the video loads it from YouTube');
    expect($('iframe')).toHaveLength(0);
    expect(video.attr('data-embed-url')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('has a gallery of three images', () => {
    expect(sectionTitled($, 'Moments from the field').find('figure img')).toHaveLength(3);
  });

  it('ends with Join Our Mission: Donate Now and Learn About Us', () => {
    const section = sectionTitled($, 'Join our mission');
    expect(
      section
        .find('a')
        .map((_, a) => [[$(a).text(), a.attribs.href]])
        .get(),
    ).toEqual([
      ['Donate Now', '/donate/'],
      ['Learn About Us', '/about/'],
    ]);
    expect(linkNamed('Donate Now')).toHaveLength(1);
  });

  it('loads one script, a module holding the header, cookie banner and video, and no other', () => {
    const scripts = arrivalScripts($);
    expect(scripts).toHaveLength(1);
    expect($('script[src]').attr('type')).toBe('module');
    expect(widgetsIn(assetText(defined(scripts[0], 'the page’s script')))).toEqual([
      'cookie-banner',
      'header',
      'video',
    ]);
  });
});
