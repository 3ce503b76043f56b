// Leaflet's own stylesheet: a plain CSS import belongs in a .ts/.tsx file, never in a .css.ts file.
import 'leaflet/dist/leaflet.css';
import { circleMarker, map as leafletMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import * as styles from './LandingScreen.css.ts';
import { type MapTiles, mapZoom, useMapTiles } from './mapTiles.tsx';

interface CompanyMapProps {
  /** Where the map is centred and the marker stands. */
  center: { lat: number; lng: number };
  /** The map's accessible name ("Map of our factory"). */
  label: string;
  /** The id of the keyboard hint under the map, which the page shows before the map has loaded. */
  hintId: string;
  /** The tile service; default the one of the nearest `MapTilesProvider`. */
  tiles?: MapTiles;
}

/**
 * A Leaflet map at zoom 18 (minimum 8) with a marker. It is one tab stop: arrow keys pan, + and − zoom, as
 * the hint under it says. The wheel does not zoom, so scrolling the page never gets caught in the map.
 */
export function CompanyMap({ center, label, hintId, tiles }: CompanyMapProps) {
  const contextTiles = useMapTiles();
  const { url, attribution, maxZoom } = tiles ?? contextTiles;
  const containerRef = useRef<HTMLElement>(null);
  const { lat, lng } = center;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = leafletMap(container, {
      center: [lat, lng],
      zoom: mapZoom.initial,
      minZoom: mapZoom.min,
      maxZoom,
      scrollWheelZoom: false,
      // Each zoom step lands at once: an animated step swallows a key press made before its animation ends.
      zoomAnimation: false,
    });
    tileLayer(url, { attribution, maxZoom }).addTo(map);
    circleMarker([lat, lng], { radius: 10, weight: 3, fillOpacity: 1, className: styles.marker }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, url, attribution, maxZoom]);

  return <section ref={containerRef} aria-label={label} aria-describedby={hintId} className={styles.map} />;
}
