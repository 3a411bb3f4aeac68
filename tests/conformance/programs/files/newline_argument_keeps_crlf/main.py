# probe: open(..., newline="") keeps \r\n in what is read; newline=None translates; a file with bare \r line ends (old Mac) read both ways
# inputs
fname = "rows.csv"
# body
import os
here = os.path.dirname(__file__)
with open(os.path.join(here, fname), newline="") as f:
    r_raw = f.read()
with open(os.path.join(here, fname), newline=None) as f:
    r_translated = f.read()
with open(os.path.join(here, "cr_only.txt")) as f:
    r_cr_lines = f.readlines()
with open(os.path.join(here, "cr_only.txt"), newline="") as f:
    r_cr_raw = f.readlines()
with open(os.path.join(here, fname), newline="\n") as f:
    r_nl = f.readlines()
