# probe: yaml.load with a Loader, yaml.safe_load of a file read to text, values PyYAML resolves
# inputs
fname = "table.yaml"
# body
import os
import yaml
here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, fname)
with open(path) as f:
    r_safe_loader = yaml.load(f, Loader=yaml.SafeLoader)
with open(path) as f:
    r_full_loader = yaml.load(f.read(), yaml.FullLoader)
with open(path) as f:
    r_base_loader = yaml.load(f, Loader=yaml.BaseLoader)
with open(os.path.join(here, "dates.yaml")) as f:
    dates = yaml.safe_load(f)
r_date_type = type(dates["released"]).__name__
r_version = dates["version"]
r_sexagesimal = dates["minutes"]
with open(path) as f:
    r_again = (yaml.safe_load(f), yaml.safe_load(f))
