# probe: glob.glob with patterns, relative to the program's folder
# inputs
ext = "yaml"
# body
import glob
import os
here = os.path.dirname(os.path.abspath(__file__))
r_yaml = sorted(os.path.basename(p) for p in glob.glob(os.path.join(here, "configs", f"*.{ext}")))
r_all = sorted(os.path.relpath(p, here) for p in glob.glob(os.path.join(here, "configs", "*", "*")))
r_recursive = sorted(os.path.basename(p) for p in glob.glob(os.path.join(here, "configs", "**", "*.yaml"), recursive=True))
r_none = glob.glob(os.path.join(here, "nothing-*"))
