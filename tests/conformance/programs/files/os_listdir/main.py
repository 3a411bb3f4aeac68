# probe: os.listdir of a folder beside the program gives its entries
# inputs
sub = "data"
# body
import os
here = os.path.dirname(os.path.abspath(__file__))
r_entries = sorted(os.listdir(os.path.join(here, sub)))
r_yaml = sorted(f for f in os.listdir(os.path.join(here, sub)) if f.endswith(".yaml"))
r_count = len(os.listdir(os.path.join(here, sub)))
r_stems = sorted(os.path.splitext(f)[0] for f in os.listdir(os.path.join(here, sub)))
