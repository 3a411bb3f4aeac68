# probe: reading in binary mode: open(..., "rb").read() and Path.read_bytes keep \r\n and the raw UTF-8 bytes; decode gives the text; mode attribute "rb"
# inputs
fname = "u.txt"
# body
import os
from pathlib import Path
path = os.path.join(os.path.dirname(__file__), fname)
with open(path, "rb") as f:
    r_bytes = f.read()
    r_mode = f.mode
r_pb = Path(path).read_bytes()
r_len = len(r_bytes)
r_text = r_bytes.decode("utf-8")
r_lines = r_bytes.splitlines()
with open(path, "rb") as f:
    r_first = f.readline()
