# probe: Path.iterdir and Path.glob / rglob of a folder beside the program, sorted by name: * matches a dotfile in pathlib (not in glob.glob), rglob goes into subfolders
# inputs
pattern = "*.py"
# body
from pathlib import Path
d = Path(__file__).parent / "items"
r_iter = sorted(p.name for p in d.iterdir())
r_glob = sorted(p.name for p in d.glob(pattern))
r_rglob = sorted(str(p.relative_to(d)) for p in d.rglob(pattern))
r_dirs = sorted(p.name for p in d.iterdir() if p.is_dir())
r_count = len(list(d.iterdir()))
r_sorted_paths = [p.name for p in sorted(d.glob("*"))]
