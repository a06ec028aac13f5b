import { useLingui } from "@lingui/react/macro";
import { createElementObject, createPathComponent, extendContext } from "@react-leaflet/core";
import type { MapPoint } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { sportTypeNames } from "@reg/ui";
import { useLingui as useI18n } from "@lingui/react";
import L from "leaflet";
import "leaflet.markercluster";
import { type ReactNode, useMemo } from "react";
import { MapContainer, Marker, Popup, TileLayer } from "react-leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import { eventDatesLabel } from "../events/event-dates";
import { EventLink } from "./event-link";

/** Leaflet.markercluster's group as a react-leaflet layer: markers inside it cluster. */
const ClusterGroup = createPathComponent<L.MarkerClusterGroup, { children?: ReactNode }>(
  (_props, context) => {
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    return createElementObject(group, extendContext(context, { layerContainer: group }));
  },
);

/** A CSS marker: no image to fetch, so it shows with no tile or asset server reachable. */
const MARKER_ICON = L.divIcon({
  className: "map-marker",
  html: '<span class="map-marker__dot"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});

/** Russia's European part, where most events are, when there is nothing to fit. */
const DEFAULT_CENTER: L.LatLngTuple = [55.75, 37.62];

/** The map of the list's events: clustered CSS markers, a popup per event linking to its page. */
export default function EventMap(props: { points: MapPoint[]; tileUrl: string }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const locale = useAppSelector(selectLocale);
  const bounds = useMemo(() => {
    if (props.points.length === 0) return undefined;
    return L.latLngBounds(props.points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple));
  }, [props.points]);
  return (
    <div className="event-map" role="region" aria-label={t`Map of events`}>
      <MapContainer
        className="event-map__canvas"
        bounds={bounds?.pad(0.1)}
        center={bounds ? undefined : DEFAULT_CENTER}
        zoom={bounds ? undefined : 5}
        maxZoom={17}
        scrollWheelZoom={false}
      >
        {props.tileUrl !== "" && (
          <TileLayer
            url={props.tileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
          />
        )}
        <ClusterGroup>
          {props.points.map((point) => (
            <Marker
              key={point.code}
              position={[point.latitude, point.longitude]}
              icon={MARKER_ICON}
              title={point.name}
              alt={point.name}
            >
              <Popup>
                <div className="map-popup">
                  <p className="map-popup__sport">{i18n._(sportTypeNames[point.sportType])}</p>
                  <EventLink code={point.code} className="map-popup__name">
                    {point.name}
                  </EventLink>
                  <p className="map-popup__facts">
                    {eventDatesLabel(point, locale)} · {point.city}
                  </p>
                </div>
              </Popup>
            </Marker>
          ))}
        </ClusterGroup>
      </MapContainer>
    </div>
  );
}
