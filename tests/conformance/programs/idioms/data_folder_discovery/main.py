# probe: discovering configs in a folder beside the harness: listdir filtered by extension, a mapping stem -> path, sorted keys, a folder skipped, the first in sorted order
# inputs
exts = (".yaml", ".json")
# body
import os
root = os.path.join(os.path.dirname(__file__), "configs", "ops")
found = {}
for name in sorted(os.listdir(root)):
    full = os.path.join(root, name)
    stem, ext = os.path.splitext(name)
    if os.path.isfile(full) and ext in exts:
        found[stem] = ext
r_found = found
r_keys = list(found)
r_skipped = sorted(n for n in os.listdir(root) if os.path.splitext(n)[0] not in found)
r_first = min(found)
