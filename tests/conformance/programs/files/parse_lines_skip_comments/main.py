# probe: parsing key = value lines of a file: enumerate from 1, skip comments and blank lines, partition on the first "=", a line without "=" recorded with its number
# inputs
fname = "params.txt"
# body
import os
params = {}
bad = []
with open(os.path.join(os.path.dirname(__file__), fname)) as f:
    for no, line in enumerate(f, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition("=")
        if not sep:
            bad.append(no)
            continue
        params[key.strip()] = value.strip()
r_params = params
r_bad = bad
r_batch = int(params["batch"]) * 2
r_lr = float(params["lr"])
