# probe: nested dicts, shallow copy shares inner objects, dict comprehension copy
# inputs
cfg = {"model": {"layers": 2}, "tags": ["a"]}
# body
shallow = cfg.copy()
shallow["model"]["layers"] = 4
shallow["tags"] = ["b"]
r_cfg = cfg
r_shallow = shallow
deep = {k: (dict(v) if isinstance(v, dict) else list(v)) for k, v in cfg.items()}
deep["model"]["layers"] = 8
r_cfg_after = cfg["model"]["layers"]
r_get_chain = cfg.get("model", {}).get("heads", 1)
