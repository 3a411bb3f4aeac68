# probe: a shared defaults dict mutated through an alias inside a branch and a loop that depends on config values
# inputs
cfg = {"dtype": "fp8", "iters": 3}
# body
DEFAULTS = {"dtype": "bf16", "iters": 10, "tags": []}
merged = DEFAULTS
if cfg.get("dtype") == "fp8":
    merged["dtype"] = "float8_e4m3fn"
    merged["tags"].append("fp8")
copy_ = {**DEFAULTS}
copy_["tags"].append("copied")
for i in range(cfg["iters"]):
    if i == 1:
        continue
    DEFAULTS["tags"].append(i)
r_defaults = DEFAULTS
r_copy_tags_same = copy_["tags"] is DEFAULTS["tags"]
r_merged_is = merged is DEFAULTS
r_len = len(DEFAULTS["tags"])
