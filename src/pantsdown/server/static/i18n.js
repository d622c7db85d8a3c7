// Message catalogs: every word the page shows comes from static/i18n/<lang>.json.
// A template names its values in braces: "{seat} played {cards}".  "{n?card|cards}"
// picks the first word when n is 1 and the second otherwise.
"use strict";

const I18n = (() => {
  const LANGS = ["en", "de"];
  let lang = "en";
  let catalog = {};
  let fallback = {};
  let loaded = false; // the catalogs of `lang` are here (load() has finished)

  function pick() {
    const saved = localStorage.getItem("pantsdown.lang");
    if (saved && LANGS.includes(saved)) return saved;
    const nav = (navigator.language || "en").slice(0, 2);
    return LANGS.includes(nav) ? nav : "en";
  }

  async function fetchCatalog(code) {
    const response = await fetch(`/static/i18n/${code}.json`);
    if (!response.ok) throw new Error(`/static/i18n/${code}.json: ${response.status}`);
    return response.json();
  }

  async function load(code) {
    loaded = false;
    lang = LANGS.includes(code) ? code : pick();
    if (!Object.keys(fallback).length) fallback = await fetchCatalog("en");
    catalog = lang === "en" ? fallback : await fetchCatalog(lang);
    localStorage.setItem("pantsdown.lang", lang);
    document.documentElement.lang = lang;
    loaded = true;
  }

  function has(key) {
    return Object.prototype.hasOwnProperty.call(catalog, key);
  }

  function fill(template, params) {
    return template.replace(/\{([a-z_]+)(?:\?([^|}]*)\|([^}]*))?\}/g, (whole, name, one, many) => {
      const value = params[name];
      if (one !== undefined) return Number(value) === 1 ? one : many;
      if (value === undefined || value === null) return "";
      return String(value);
    });
  }

  /** The catalog's text for `key`, filled with `params`; the key itself when it is missing. */
  function t(key, params) {
    const template = has(key) ? catalog[key] : fallback[key];
    if (template === undefined) return key;
    return fill(template, params || {});
  }

  return { load, t, has, fill, LANGS, get lang() { return lang; }, get loaded() { return loaded; }, pick };
})();

window.I18n = I18n;
