from .base import REG
REG["b_plugin"] = 2
