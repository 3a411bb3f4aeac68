from .base import REG
REG["a_plugin"] = 1
