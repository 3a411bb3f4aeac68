# probe: Path.read_text with yaml.safe_load and json.loads
# inputs
name = "settings.yaml"
# body
import json
import yaml
from pathlib import Path
here = Path(__file__).resolve().parent
settings = yaml.safe_load((here / name).read_text())
r_settings = settings
r_text = (here / "plain.txt").read_text()
r_json = json.loads((here / "data.json").read_text())
r_lines = (here / "plain.txt").read_text().splitlines()
