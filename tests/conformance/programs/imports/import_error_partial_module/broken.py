import config_store
STATE = "begun"
if config_store.MODE == "bad":
    raise ValueError("bad mode")
STATE = "done"
