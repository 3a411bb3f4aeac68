# probe: json.load of a data file beside the program
# inputs
fname = "table.json"
# body
import json
import os
with open(os.path.join(os.path.dirname(__file__), fname)) as f:
    table = json.load(f)
r_keys = list(table)
r_gpus = table["gpus"]
r_h100 = table["gpus"]["H100"]["fp8_tflops"]
r_list = table["sizes"]
r_null = table["none"]
r_float = table["ratio"]
