# probe: rendering ${name} / {name} templates: string.Template substitute/safe_substitute, str.format_map with a defaulting dict, manual replace loop
# inputs
values = {"model": "llama", "size": 7, "dtype": "bf16"}
# body
import string
class Keep(dict):
    def __missing__(self, key):
        return "{" + key + "}"
tpl = string.Template("$model-${size}b ($dtype) $$5 $missing")
r_safe = tpl.safe_substitute(values)
try:
    tpl.substitute(values)
    r_strict = "ok"
except KeyError as e:
    r_strict = (type(e).__name__, e.args)
r_fmt = "{model}/{size}b/{unknown}/{dtype!r}".format_map(Keep(values))
out = "{{model}} is {model} at {size}b"
for k, v in values.items():
    out = out.replace("{" + k + "}", str(v))
r_manual = out
r_ids = string.Template("$a $b ${c}").get_identifiers() if hasattr(string.Template, "get_identifiers") else None
