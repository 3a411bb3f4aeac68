# probe: what does not depend on glob's order: sorted, len; hidden names, classes, **, no wildcard
# inputs
ext = "yaml"
# body
import glob
import os
from pathlib import Path
here = os.path.dirname(os.path.abspath(__file__))
data = os.path.join(here, "data")
r_sorted = [os.path.basename(p) for p in sorted(glob.glob(os.path.join(data, f"*.{ext}")))]
r_len = len(glob.glob(os.path.join(data, "*")))
r_all = [os.path.relpath(p, data) for p in sorted(glob.glob(os.path.join(data, "*")))]
r_dot = [os.path.basename(p) for p in sorted(glob.glob(os.path.join(data, ".*")))]
r_class = [os.path.basename(p) for p in sorted(glob.glob(os.path.join(data, "[ab]*")))]
r_recursive = [os.path.relpath(p, data) for p in sorted(glob.glob(os.path.join(data, "**", "*.yaml"), recursive=True))]
r_plain = [os.path.basename(p) for p in glob.glob(os.path.join(data, "a.yaml"))]
r_plain_missing = glob.glob(os.path.join(data, "zzz.yaml"))
r_missing = glob.glob(os.path.join(here, "nope", "*"))
r_path_glob = sorted(p.name for p in Path(data).glob("*.yaml"))
r_path_one = [p.name for p in Path(data).glob("b.*")]
