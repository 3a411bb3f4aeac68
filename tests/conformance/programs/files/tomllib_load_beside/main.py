# probe: tomllib.load of a .toml beside the program (binary mode), tomllib.loads; a text-mode file is TypeError; a bad document is TOMLDecodeError
# inputs
fname = "pyproject.toml"
# body
import os
import tomllib
path = os.path.join(os.path.dirname(__file__), fname)
with open(path, "rb") as f:
    data = tomllib.load(f)
r_name = data["project"]["name"]
r_deps = data["project"]["deps"]
r_opts = data["tool"]["opts"]
r_keys = list(data)
try:
    with open(path) as f:
        tomllib.load(f)
    r_text_mode = "ok"
except TypeError as e:
    r_text_mode = type(e).__name__
try:
    tomllib.loads("a = ")
    r_bad = "ok"
except tomllib.TOMLDecodeError as e:
    r_bad = type(e).__name__
r_inline = tomllib.loads('x = {y = 1}')
