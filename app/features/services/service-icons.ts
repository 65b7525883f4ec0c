import { Cctv, Flame, House, KeyRound, Megaphone, Network, PhoneCall, Siren, type LucideIcon } from "lucide-react";
import type { ServiceIconName } from "#app/content/services";

/** The lucide-react component for each icon name a service may carry. */
export const SERVICE_ICONS: Record<ServiceIconName, LucideIcon> = { Cctv, Flame, Network, PhoneCall, House, Siren, KeyRound, Megaphone };
