# probe: an invalid suffix given to with_suffix ends the program with ValueError
# expect: raises ValueError
# inputs
s = "dir/model.pt"
# body
from pathlib import Path
r_before = Path(s).name
r_bad = Path(s).with_suffix("bin")
