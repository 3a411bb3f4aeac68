# probe: an uncaught user exception ends the module with its class
# expect: raises ConfigError
# inputs
value = -1
# body
class ConfigError(ValueError):
    pass
def validate(v):
    if v < 0:
        raise ConfigError(f"negative: {v}")
    return v
r_ok = validate(1)
r_bad = validate(value)
