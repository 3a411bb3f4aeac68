# probe: building command-line flags from a config dict: bools as bare flags, lists joined, floats in %g, quoting values with spaces via repr
# inputs
cfg = {"lr": 3e-4, "epochs": 10, "fp16": True, "debug": False, "tags": ["a", "b"], "name": "run 1", "eps": 1e-8}
# body
flags = []
for key, val in cfg.items():
    opt = "--" + key.replace("_", "-")
    if isinstance(val, bool):
        if val:
            flags.append(opt)
    elif isinstance(val, list):
        flags.append("%s=%s" % (opt, ",".join(map(str, val))))
    elif isinstance(val, float):
        flags.append("%s=%g" % (opt, val))
    elif isinstance(val, str) and " " in val:
        flags.append(f"{opt}={val!r}")
    else:
        flags.append("{}={}".format(opt, val))
r_flags = flags
r_cmd = " ".join(["train.py"] + flags)
r_parsed = dict(f[2:].partition("=")[::2] for f in flags)
