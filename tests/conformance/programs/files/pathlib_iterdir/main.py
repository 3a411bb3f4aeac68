# probe: Path.iterdir and Path.glob of a folder beside the program
# inputs
pattern = "*.json"
# body
from pathlib import Path
here = Path(__file__).parent
data = here / "data"
r_names = sorted(p.name for p in data.iterdir())
r_glob = sorted(p.name for p in data.glob(pattern))
r_stems = sorted(p.stem for p in data.iterdir() if p.suffix == ".json")
r_is_dir = data.is_dir()
r_exists = (data / "one.json").exists()
r_missing = (data / "nope.json").exists()
r_count = sum(1 for _ in data.iterdir())
