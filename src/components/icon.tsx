import {
  Award, BadgeCheck, Bath, Building2, Calendar, Car, Check, ClipboardCheck, Clock, Dumbbell, Euro, Eye, Factory, FileText,
  Flame, Gem, GraduationCap, Hammer, Handshake, HardHat, Heart, House, Key, Layers, Leaf, Lightbulb, MapPin, Package,
  PaintRoller, Paintbrush, Phone, Recycle, Ruler, Settings, Shield, ShieldCheck, Siren, Sofa, Sparkles, SprayCan, Droplets,
  Star, Stethoscope, Store, Sun, Target, Thermometer, Timer, Trees, TrendingUp, Truck, Umbrella, Users, Utensils, Waves,
  Wind, Wrench, Zap, type LucideIcon,
} from "lucide-react";

/** The icon ids content maintainers may use (the enum in data/schemas/common.schema.json), each to one icon. */
export const ICONS: Readonly<Record<string, LucideIcon>> = {
  shield: Shield,
  "shield-check": ShieldCheck,
  clock: Clock,
  star: Star,
  check: Check,
  leaf: Leaf,
  users: Users,
  award: Award,
  phone: Phone,
  sparkles: Sparkles,
  droplets: Droplets,
  "paint-roller": PaintRoller,
  paintbrush: Paintbrush,
  building: Building2,
  home: House,
  wrench: Wrench,
  truck: Truck,
  thermometer: Thermometer,
  flame: Flame,
  calendar: Calendar,
  euro: Euro,
  "hard-hat": HardHat,
  "spray-can": SprayCan,
  trees: Trees,
  factory: Factory,
  store: Store,
  key: Key,
  layers: Layers,
  sun: Sun,
  umbrella: Umbrella,
  zap: Zap,
  heart: Heart,
  "clipboard-check": ClipboardCheck,
  "badge-check": BadgeCheck,
  "map-pin": MapPin,
  recycle: Recycle,
  settings: Settings,
  hammer: Hammer,
  ruler: Ruler,
  package: Package,
  lightbulb: Lightbulb,
  siren: Siren,
  timer: Timer,
  wind: Wind,
  waves: Waves,
  car: Car,
  stethoscope: Stethoscope,
  dumbbell: Dumbbell,
  utensils: Utensils,
  "graduation-cap": GraduationCap,
  sofa: Sofa,
  bath: Bath,
  eye: Eye,
  "file-text": FileText,
  handshake: Handshake,
  target: Target,
  "trending-up": TrendingUp,
  gem: Gem,
};

export interface IconProps {
  name: string;
  size?: number;
  className?: string;
}

/** A decorative icon by content id; the text beside it carries the meaning. Unknown ids cannot pass the content check. */
export function Icon({ name, size = 24, className }: IconProps) {
  const Component = ICONS[name] ?? Check;
  return <Component size={size} className={className} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
