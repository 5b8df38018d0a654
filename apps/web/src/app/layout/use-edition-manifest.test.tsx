import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markPageDrawn, resetPageDrawn } from '../../lib/timing/page-drawn';
import { useEditionManifest } from './use-edition-manifest';

const manifestHref = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null;

// vitest.setup.ts marks the page drawn before each test; these start from a page load.
beforeEach(resetPageDrawn);
afterEach(() => {
  resetPageDrawn();
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe("the edition's manifest link", () => {
  it("is put in once the first page is drawn, where the signed-in app's HTML names none", () => {
    renderHook(() => useEditionManifest('pro'));
    // The first view's scripts and data first: no manifest (nor its icon) is fetched before them.
    expect(manifestHref()).toBeNull();
    markPageDrawn();
    expect(manifestHref()).toBe('/manifest-pro.webmanifest');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it("follows the edition on a page whose HTML has the study edition's link", () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    markPageDrawn();
    renderHook(() => useEditionManifest('pro'));
    expect(manifestHref()).toBe('/manifest-pro.webmanifest');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });
});
