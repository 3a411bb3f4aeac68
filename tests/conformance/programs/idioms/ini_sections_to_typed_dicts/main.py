# probe: an .ini beside the harness turned into typed per-section dicts: ints where digits, booleans via getboolean, sections filtered by an enabled flag
# inputs
fname = "bench.ini"
# body
import configparser
import os
cp = configparser.ConfigParser()
cp.read(os.path.join(os.path.dirname(__file__), fname))
def typed(sec):
    out = {}
    for k, v in cp[sec].items():
        if v.isdigit():
            out[k] = int(v)
        elif k == "enabled":
            out[k] = cp.getboolean(sec, k)
        else:
            out[k] = v
    return out
tables = {s: typed(s) for s in cp.sections()}
r_tables = tables
r_enabled = [s for s, t in tables.items() if t["enabled"]]
r_sizes = sum(t.get("m", 0) * t.get("n", 1) for t in tables.values())
