// Every scene by name; outputs.mjs says which file each one becomes.
import { scenes as hero } from './hero.mjs';
import { scenes as cleaning } from './services-cleaning.mjs';
import { scenes as floors } from './services-floors.mjs';
import { scenes as waterproofing } from './services-waterproofing.mjs';
import { scenes as painting } from './services-painting.mjs';
import { scenes as maintenance } from './services-maintenance.mjs';
import { scenes as projects } from './projects.mjs';
import { scenes as blog } from './blog.mjs';
import { scenes as about } from './about.mjs';
import { scenes as socialCard } from './social-card.mjs';

export const scenes = { ...hero, ...cleaning, ...floors, ...waterproofing, ...painting, ...maintenance, ...projects, ...blog, ...about, ...socialCard };
