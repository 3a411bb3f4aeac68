# probe: startswith and endswith with tuples and start/end positions
# inputs
name = "config_decode.yaml"
# body
r_start = name.startswith("config")
r_end = name.endswith(".yaml")
r_tuple = name.endswith((".yml", ".yaml"))
r_pos = name.startswith("decode", 7)
r_end_pos = name.endswith("config", 0, 6)
r_empty = name.startswith("")
r_false = name.startswith("Config")
