import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default, which a busy machine misses while the page is
// still correct. A check that waits longer still fails when the thing never happens.
configure({ asyncUtilTimeout: 15_000 });
