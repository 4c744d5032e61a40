import { createApp } from 'vue';
import { createRouter, createWebHistory } from 'vue-router';
import App from './App.vue';

const router = createRouter({ history: createWebHistory(), routes: [{ path: '/:page(.*)*', component: { render: () => null } }] });
createApp(App).use(router).mount('#app');
