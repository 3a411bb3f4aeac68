# probe: validating a list of config dicts, each check raising a different error class (KeyError for a missing field, TypeError for a wrong type, ValueError for a bad value); errors collected per config, valid ones kept
# inputs
size = 64
# body
configs = [{"name": "a", "size": size}, {"name": "b"}, {"name": "c", "size": "big"}, {"name": "d", "size": -1}, {"size": 8}]
def validate(cfg):
    name = cfg["name"]
    s = cfg["size"]
    if not isinstance(s, int):
        raise TypeError(name)
    if s <= 0:
        raise ValueError(name, s)
    return (name, s)
valid, errors = [], []
for cfg in configs:
    try:
        valid.append(validate(cfg))
    except KeyError as e:
        errors.append(("missing", e.args[0], cfg.get("name")))
    except (TypeError, ValueError) as e:
        errors.append((type(e).__name__, e.args))
r_valid = valid
r_errors = errors
r_summary = {type_name: sum(1 for e in errors if e[0] == type_name) for type_name in ("missing", "TypeError", "ValueError")}
