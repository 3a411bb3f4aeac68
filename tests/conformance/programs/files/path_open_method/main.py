# probe: Path.open(): reading as open() does, its mode and closed attributes, Path.read_text with encoding, iteration of the opened file
# inputs
fname = "p.txt"
# body
from pathlib import Path
p = Path(__file__).with_name(fname)
with p.open() as f:
    r_lines = list(f)
    r_mode = f.mode
r_closed = f.closed
with p.open("r", encoding="utf-8") as f:
    r_first = f.readline()
r_text = p.read_text(encoding="utf-8")
r_name = p.name
r_with_name = Path(__file__).with_name(fname) == Path(__file__).parent / fname
