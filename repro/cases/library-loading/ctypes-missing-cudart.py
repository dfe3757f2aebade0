"""Loads the CUDA 11 runtime by its soname on a machine that has only CUDA 13: what a library
built for CUDA 11 (an old TensorFlow, CuPy or onnxruntime wheel) runs into when it dlopens it."""
import ctypes

ctypes.CDLL("libcudart.so.11.0")
